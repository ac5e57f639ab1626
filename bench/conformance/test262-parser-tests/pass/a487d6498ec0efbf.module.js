import a, {} from "a"
;