(function () {
    function a() {
        var b = 1;
        return b;
    }
}());
