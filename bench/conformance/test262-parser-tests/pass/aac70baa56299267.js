function a() {
    return (void 1, void 2, a, void 3);
}
