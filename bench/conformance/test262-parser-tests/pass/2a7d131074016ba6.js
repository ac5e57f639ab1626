'use strict';
var a = function(b) {
    b();
    a()
}
