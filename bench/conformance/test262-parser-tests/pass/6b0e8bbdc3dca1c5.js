if (a) {
    with (b) {
        if (c) {
            d();
        }
    }
} else {
    d();
}
