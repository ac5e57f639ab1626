function a([a=1]) {}
