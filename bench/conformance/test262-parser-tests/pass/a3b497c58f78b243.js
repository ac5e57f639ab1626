(function () {
    function a() { }
}());
