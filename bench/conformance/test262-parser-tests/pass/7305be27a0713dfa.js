do {
  // do not optimize it
  (function () {
    a('b');
  }());
} while (c);
