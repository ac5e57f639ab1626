function a() {
    if (false) {
        var b = 1;
    }
    c(b);
}
