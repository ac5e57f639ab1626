function a() {
    b,c,d;
    if (e) {
        throw 'f'
    }
}
