for (;;) {
    with (a) {
        continue;
    }
    b();  // This should be removed.
}
