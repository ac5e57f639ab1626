(function () {
    var a = 1;
    a + (b(), c(), d());
}());
