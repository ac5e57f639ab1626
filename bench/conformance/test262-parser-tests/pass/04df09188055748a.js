if (a) {
    b();
} else if (c) {
    d();
} else if (e) {
    f();
}

if (a) {
    b();
} else if (c) {
    d();
} else if (e) {
    f();
} else {
    g();
}