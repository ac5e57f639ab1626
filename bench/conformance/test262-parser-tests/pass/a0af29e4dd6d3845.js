(function () {
  while (false) {
    a();
  }
  b();
}());
