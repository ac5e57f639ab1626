class a extends b {
    c() {
        return super[1]
    }
}
