(function () {
    for (var a; a < 1; ++a);
}());
