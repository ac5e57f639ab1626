for (;;) {
    while (true) {
        continue;
    }
}
