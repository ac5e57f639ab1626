(function() {
    return 1;
    {
        var a = 2;
    }
}());
