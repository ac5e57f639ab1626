if (a) {
    b = c();
    d = e();
    for (; b < d; ++b) f.g(b);
}
