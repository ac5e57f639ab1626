(function() {
    throw 'a';
    a();
}());
