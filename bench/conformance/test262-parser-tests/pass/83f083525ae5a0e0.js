(function () {
    if (!!a) {
        b();
    }
}());
