(function a() {
    var b = 1;  // should not hoist variable.
}());
