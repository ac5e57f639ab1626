(function () {
  for (;false;) {
    a();
  }
  b();
}());
