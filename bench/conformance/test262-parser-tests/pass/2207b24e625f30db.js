(function () {
    var a = {};
    a.b = (c(), 1);  // ok
}());
