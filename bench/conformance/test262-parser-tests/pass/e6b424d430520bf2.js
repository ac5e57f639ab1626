function a(b) {
    if (c) for (var d = 1, e = b.f(); ; d++) {}
}