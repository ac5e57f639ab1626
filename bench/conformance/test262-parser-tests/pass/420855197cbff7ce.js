(function() {
    if (a) {
        return 1;
        b();
    } else {
        c();
    }
    return 2;
}());
