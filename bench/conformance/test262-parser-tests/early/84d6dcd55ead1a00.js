function a() { "use strict"; implements = 1; }
