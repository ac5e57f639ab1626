function a() {
    new.target;
}
