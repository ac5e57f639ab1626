for (;a();) {
    b();
    c();
    if (d()) break;
    e();
    f();
}