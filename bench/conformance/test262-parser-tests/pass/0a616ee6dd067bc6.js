// global, do not optimize
(function () {
  a("b");
}());
