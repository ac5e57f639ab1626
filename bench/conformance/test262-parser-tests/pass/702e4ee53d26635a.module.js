import a from "a"
;