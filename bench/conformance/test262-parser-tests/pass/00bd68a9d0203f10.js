if (a) {
    b();
    c();
    d();
} else {
    e();
    f();
    g();
}