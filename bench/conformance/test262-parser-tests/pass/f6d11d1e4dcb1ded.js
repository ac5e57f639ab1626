function a() {
    let b = new.target;
}
