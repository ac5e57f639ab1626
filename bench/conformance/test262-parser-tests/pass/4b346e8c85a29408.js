(function () {
    var a = {
        'b': 1
    };
}());
