(function () {
    if (a) return 1;
    else return 2;
}());
