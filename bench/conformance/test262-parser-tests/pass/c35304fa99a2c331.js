(function () {
    if (a) return;
    else return 1;
}());
