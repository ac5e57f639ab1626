for (;;) {
    if (a) continue;
}
