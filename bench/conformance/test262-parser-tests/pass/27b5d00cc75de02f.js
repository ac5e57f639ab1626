function a(b) {
    if (b) {
        return;
    } else {
        return 1;
    }
}