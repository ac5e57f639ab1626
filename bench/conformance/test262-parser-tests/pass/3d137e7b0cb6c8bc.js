(function() {
    if (a) {
        b();
    } else {
        return 1;
        c();
    }
    return 2;
}());
