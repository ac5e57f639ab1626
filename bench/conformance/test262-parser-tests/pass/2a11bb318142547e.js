if (a()) {
    if (b()) {
        c();
    } else {
        d();
    }
} else {
    d();
}

if (a()) {
    if (b()) {
        c();
    }
}