function a(yield) {}
