function a(...[]) { }
