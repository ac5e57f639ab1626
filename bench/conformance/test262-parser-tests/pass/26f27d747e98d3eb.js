function a() {
    if (b) {
        let c;
        let d;
        var e;
        var f;
    }
}