function a(b, c) {
    function d() {
        e();
    }
    return b + c;
}