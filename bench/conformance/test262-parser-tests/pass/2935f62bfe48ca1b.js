function a() {
    return (a, void 1);
}
