function a() {
    // Do not remove this i
    for (var b in c);
}
