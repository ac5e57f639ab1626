while(true) { break
; }