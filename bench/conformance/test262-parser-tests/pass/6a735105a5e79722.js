(function () {
    for (var a = 1; a < 2; ++a);
}());
