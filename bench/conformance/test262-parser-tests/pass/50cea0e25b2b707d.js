function a(b, c) {
    var d = 1, e = f, f = d + e, g = h();
    return b + c;
}