class a extends b {
    c() {
        new super.d()
    }
}
