function a() {
    var b = 1;
    c && (2, 3, d, b);
}
