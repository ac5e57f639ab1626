function a() {
    var b = 1;
}
