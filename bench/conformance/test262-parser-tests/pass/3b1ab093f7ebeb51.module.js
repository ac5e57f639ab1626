export var a;
