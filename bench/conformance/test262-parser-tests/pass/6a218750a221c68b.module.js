import * as a from "a"
;