(function () {
    ((a) ? 1 : b) != null;
}());
