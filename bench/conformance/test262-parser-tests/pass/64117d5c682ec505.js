while (a) {
    b();
    c();
    continue;
}