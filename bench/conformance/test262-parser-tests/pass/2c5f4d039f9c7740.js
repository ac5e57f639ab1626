function a() {
    with ((a(), void 1)) {
        // code
    }
}
