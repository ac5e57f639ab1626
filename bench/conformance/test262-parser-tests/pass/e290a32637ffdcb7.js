(function () {
    a['Infinity'] = 1;
}());
