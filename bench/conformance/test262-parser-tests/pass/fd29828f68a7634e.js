for (;a();) {
    if (b()) break;
    c();
    d();
}