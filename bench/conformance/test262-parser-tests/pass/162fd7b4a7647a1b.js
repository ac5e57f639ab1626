(function () {
    var a;
    with (b) {
        a.c = (d(), e());
    }
}());
