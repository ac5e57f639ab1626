function a() {
    b = {
        c() { return 1; }
    }
}