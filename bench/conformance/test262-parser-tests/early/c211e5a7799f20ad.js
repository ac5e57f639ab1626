function a(b, b) {'use strict';}
