// DO NOT DROP i
function a() {
    var b;
    with (c) {
        b;
    }
}
