(function() {
    a((b(), 1, 2));
}());
