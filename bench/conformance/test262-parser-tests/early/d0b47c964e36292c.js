function a() { "use strict"; let = 1; }
