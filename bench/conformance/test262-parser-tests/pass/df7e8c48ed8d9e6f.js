(function () {
    return 1;
    a();
}());
