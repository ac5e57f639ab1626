(function () {
  function arguments() {
    a(arguments);
  }
  a(arguments);
}());
