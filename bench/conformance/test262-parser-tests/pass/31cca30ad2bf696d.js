(function () {
    (function () {
    }());
}());
