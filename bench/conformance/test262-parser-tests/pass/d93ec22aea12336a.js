function a() {
    class b {
    }
    var c = b
    var d = class e {}
}