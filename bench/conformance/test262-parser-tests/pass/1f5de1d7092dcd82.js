var a
;