(function () {
    if (!!a && b()) {
        with (b) { }
    }
}());
