function a() {
    while (b) {
        {
            c();
            c();
            var d = 1;
        }
        {
            c();
        }
    }
}
