(function () {
    a['NaN'] = 1;
}());
