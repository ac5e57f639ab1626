(function () {
    a(typeof b === 'function');
}());
