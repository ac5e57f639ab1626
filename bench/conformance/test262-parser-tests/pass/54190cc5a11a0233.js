(function () {
    ((a) ? 1 : 2) != null;
}());
