function a() { "use strict"; interface = 1; }
