(function () {
    var a = {
        'NaN': 1
    };
}());
