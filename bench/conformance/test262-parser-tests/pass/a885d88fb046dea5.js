(function () {
    for (var a in []);
}());
