function a() {
    function b() {
    }
    function c() {
    }
    function d() {
    }
}
