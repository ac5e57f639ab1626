(function() {
    (1, eval)('');  // indirect call to eval
}());
