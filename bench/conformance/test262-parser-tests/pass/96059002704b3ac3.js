for (;a();) {
    b();
    c();
    if (d()) e();
    else break;
    f();
    g();
}