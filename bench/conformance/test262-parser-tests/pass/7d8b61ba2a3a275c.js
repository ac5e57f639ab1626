with (a)
  // do not optimize it
  (function () {
    b('c');
  }());
