(function () {
    void ((a) ? 1 : 2);
}());
