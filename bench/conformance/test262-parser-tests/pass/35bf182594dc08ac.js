function a(b, c, d, e, f) {
    return b + c;
}