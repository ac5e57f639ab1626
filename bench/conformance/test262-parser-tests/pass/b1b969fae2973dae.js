while (a) {
    {
        b();
        while (a);
    }
    b();
}
