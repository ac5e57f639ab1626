(function() {
    a, 1, 2;  // 'i' should remain (global variable)
}());
