(function () {
    var a;
    (1, a)();
}());
