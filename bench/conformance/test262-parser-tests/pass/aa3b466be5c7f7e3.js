for (;;) {
    if (a) continue;
    continue;
}
