function a() { "use strict"; package = 1; }
