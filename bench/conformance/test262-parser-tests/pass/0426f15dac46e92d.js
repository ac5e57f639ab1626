(function () {
    var a = {
        '1e2000': 1
    };
}());
