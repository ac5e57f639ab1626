export {}
;