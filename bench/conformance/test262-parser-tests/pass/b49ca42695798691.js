(function () {
    var a;
    if (a) return;
    else return;
}());
