function a() {
    var a = 1;
    function b() {
        var c = a;
    }
}
