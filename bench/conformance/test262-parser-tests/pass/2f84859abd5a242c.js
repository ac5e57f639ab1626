(function () {
  do {
    a();
  } while (false);
}());
