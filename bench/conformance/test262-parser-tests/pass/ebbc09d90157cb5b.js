function a() {
    var {b, c} = a;
    var d = a;
}