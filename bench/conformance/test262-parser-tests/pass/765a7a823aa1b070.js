(function () {
    1/2;
}());
