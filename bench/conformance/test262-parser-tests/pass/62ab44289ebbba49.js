(function() {
    return 1;
    function a() {
    }
}());
