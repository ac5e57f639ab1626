(function() {
    a(), 1, 2;
}());
