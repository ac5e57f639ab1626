(function () {
    if (a == true) {
        b();
    }
    if (a == false) {
        b();
    }
}());
