(function () {
    if (true == a) {
        b();
    }
    if (false == a) {
        b();
    }
}());
