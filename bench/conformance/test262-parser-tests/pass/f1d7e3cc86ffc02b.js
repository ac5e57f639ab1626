function a() {
    b();
    var c;
    var d;
}
function e(f) {
    b();
    var c;
    var f;
}