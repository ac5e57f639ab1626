for (;;) {
    if (a) {
        if (b) {
            continue;
        }
    }
}
