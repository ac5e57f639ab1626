(function () {
    a(null!=(b?c:void 1));
}());
