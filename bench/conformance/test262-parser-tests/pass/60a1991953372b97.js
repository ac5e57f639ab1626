(function() {
    for (;;) {
        continue;
        a();  // This should be removed.
    }
    b();
}());
