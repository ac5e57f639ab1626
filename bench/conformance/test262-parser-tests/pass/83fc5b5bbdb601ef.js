(function () {
    function a() {
    }
    function b() {
    }
    function c() {
    }
}());
