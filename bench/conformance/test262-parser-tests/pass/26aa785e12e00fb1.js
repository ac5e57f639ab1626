(function () {
    if (a) return;
    else return;
}());
