(function () {
  (function () {
    a("b");
  }());
}());
