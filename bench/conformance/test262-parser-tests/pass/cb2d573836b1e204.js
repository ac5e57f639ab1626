function a() {
    new.target();
}
