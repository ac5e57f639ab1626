while (a) {
    if (b) break;
    c.d("a");
}
e: while (a) {
    if (b) break e;
    c.d("a");
}