function a() { "use strict"
 + 1; }