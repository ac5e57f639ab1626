function a() {
    if (void b()) {
        c();
    }
}
