function a() {
    var b;
}
