d: while (a) {
    b();
    c();
    continue d;
    e();
    f();
}