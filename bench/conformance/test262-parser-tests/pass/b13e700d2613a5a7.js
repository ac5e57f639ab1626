while (a) {
    b();
    c();
    break;
}