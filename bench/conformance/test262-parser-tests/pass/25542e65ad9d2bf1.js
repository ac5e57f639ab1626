(function () {
    var a;
    b(typeof a === 'c');
}());
