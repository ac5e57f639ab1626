a: while(true) { break a
; }