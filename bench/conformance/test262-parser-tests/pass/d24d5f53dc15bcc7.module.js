export var a
;