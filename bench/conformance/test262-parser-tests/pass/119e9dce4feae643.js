var a = {
    b: null,
    set c(d) {
    },
    get c() {
        return this.b;
    }
}