function a() { "use strict"; public = 1; }
