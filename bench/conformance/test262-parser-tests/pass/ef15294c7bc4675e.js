function a() {
    // do not remove it
    var b = 1;
    ++b;
}
