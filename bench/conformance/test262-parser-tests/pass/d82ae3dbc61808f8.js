function a(...yield) {}
