export {} from "a"
;