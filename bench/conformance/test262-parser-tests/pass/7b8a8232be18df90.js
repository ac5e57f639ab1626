(function () {
    if (true) {
        a();
    }
}());
