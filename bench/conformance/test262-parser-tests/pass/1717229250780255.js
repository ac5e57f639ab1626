function a() {
    (class b { });
    class c {};
}