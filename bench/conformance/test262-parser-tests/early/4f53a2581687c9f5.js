function a() { "use strict"; private = 1; }
