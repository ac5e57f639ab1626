a: while(true) { continue a
; }