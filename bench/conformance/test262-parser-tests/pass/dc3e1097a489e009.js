throw 1
;