(function () {
    null!=(a?void 1:b)
}());
