function a() {
    var b = 1;
    c();
    {
        c();
        c();
    }
}
