export * from "a"
;