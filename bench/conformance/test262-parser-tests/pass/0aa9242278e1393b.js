class a extends b {
    c() {
        return super.d
    }
}
