function a(...b) { }
