a = {
    b(c, d) {
        return a;
    }
}
e = {
    b([{c}]) {
        return c;
    },
    f(){}
}