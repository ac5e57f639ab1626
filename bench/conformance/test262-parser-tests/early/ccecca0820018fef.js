function a([], []) {'use strict';}
