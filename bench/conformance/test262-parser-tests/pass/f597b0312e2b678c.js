if (a) {
    b();
} else {
}
