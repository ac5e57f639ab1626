function a() {
    var b = {};
    b[void 1] = (c(),d);
}
