(function () {
    var a = 1;
    a = a += 2;
}());
