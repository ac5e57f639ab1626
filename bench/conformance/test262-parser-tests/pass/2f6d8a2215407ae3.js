function a() {
    for (var b = 1, c = 2; b < 3; ++b) {
    }
}
