(function() {
    for (;;) {
        break;
        a();  // This should be removed.
    }
    b();
}());
