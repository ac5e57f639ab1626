(function a() {
    b(typeof a() === 'c');
}());
