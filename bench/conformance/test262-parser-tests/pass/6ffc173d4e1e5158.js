(class {;;;
;
})