function a() {
    return function b(c) {};
}