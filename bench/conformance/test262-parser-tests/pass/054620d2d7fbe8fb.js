function a() {
    if (false) {
        // because test is not referenced
        var a = 1;
    }
}
