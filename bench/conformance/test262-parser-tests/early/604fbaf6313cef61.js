function a() { "use strict"; protected = 1; }
