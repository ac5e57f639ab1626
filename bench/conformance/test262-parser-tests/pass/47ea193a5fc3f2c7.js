(function () {
    a['b'];
}());
