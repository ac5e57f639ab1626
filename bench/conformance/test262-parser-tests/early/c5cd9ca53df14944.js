function a() { "use strict"; static = 1; }
