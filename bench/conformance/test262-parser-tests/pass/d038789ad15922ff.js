(function () {
    var a = {
        'Infinity': 1
    };
}());
