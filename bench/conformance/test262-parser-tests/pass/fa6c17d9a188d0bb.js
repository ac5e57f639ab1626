(function () {
    if (!a || b());
}());
