function* a() { yield
; }