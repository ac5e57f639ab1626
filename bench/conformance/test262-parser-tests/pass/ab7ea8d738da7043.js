function a() { return
; }