function a() {
    new new.target;
}
