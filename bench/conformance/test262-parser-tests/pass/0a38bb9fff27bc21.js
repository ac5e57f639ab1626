(function () {
    var a;
    function b() {
        a = a += 1;
    }
}());
