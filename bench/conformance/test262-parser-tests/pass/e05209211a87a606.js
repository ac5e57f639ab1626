debugger
;