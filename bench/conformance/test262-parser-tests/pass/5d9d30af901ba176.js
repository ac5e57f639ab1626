for (;;) {
    with (a) {
        continue;
    }
}
