(function () {
    if (true) {
        var a = 1;
    }
}());
