d: {
    if (a) b("c");
    else break d;
    e.f("g");
}