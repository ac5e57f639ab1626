(class {;;;
;a(){}})