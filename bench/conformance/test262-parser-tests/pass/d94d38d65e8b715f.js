function a() { return null
; }