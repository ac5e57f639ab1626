(function () {
    a(typeof b !== 'c');
}());
