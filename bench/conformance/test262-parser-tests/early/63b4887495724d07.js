function a() { "use strict"; yield = 1; }
