(function () {
    var a, b, c;
}());
