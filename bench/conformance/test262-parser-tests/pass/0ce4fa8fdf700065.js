new (function () {
    var a = 1;
});
