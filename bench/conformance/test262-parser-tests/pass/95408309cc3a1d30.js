function a() {
    if (void 1) {
        var b = 2;
    } else {
        c(a);
    }
    c(b);
}
