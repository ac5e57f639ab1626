import "a"
;