function a() {
    if (false) {
        var b = 1;
    } else {
        var c = 2;
    }
    d(c, b);
}
