function a() {
    var b = function c() { }
}
