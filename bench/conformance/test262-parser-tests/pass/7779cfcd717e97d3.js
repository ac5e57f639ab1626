while(true) { continue
; }