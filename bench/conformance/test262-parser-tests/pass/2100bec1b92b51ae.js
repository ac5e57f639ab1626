(function () {
    if (false) {
        var a = 1;
    }
    b();
}());
