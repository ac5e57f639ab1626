(function() {
  var a = 1;
  a;
  var b = 2;
  with (c) {
    b;
  }
}());
