// Surpress reducing because of alternate
for (;;) {
    if (a) {
        if (b) {
            continue;
        } else {
            ;
        }
    } else {
        ;
    }
}
