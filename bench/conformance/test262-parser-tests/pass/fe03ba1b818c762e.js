(function () {
    null != (a, 1);
}());
