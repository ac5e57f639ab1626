/**/ function a() {}
