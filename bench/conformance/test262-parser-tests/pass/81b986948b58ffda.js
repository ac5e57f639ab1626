(function () {
    while (!a || b()) {
        c();
    }
}());
