(function () {
    null!=(a?void 1:void 2)
}());
