(function () {
    a = a += 1;  // This is global varible, so observable by getter.
}());
