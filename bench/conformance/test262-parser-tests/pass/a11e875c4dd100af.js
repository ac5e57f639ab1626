for (var a = 1; a < 2; ++a)
  // do not optimize it
  (function () {
    b('c');
  }());
