d: while (a) {
    b();
    c();
    break d;
    e();
    f();
}