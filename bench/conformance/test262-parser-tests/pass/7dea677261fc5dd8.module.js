export var a = function () {};
