(function () {
    void ((a) ? 1 : b);
}());
