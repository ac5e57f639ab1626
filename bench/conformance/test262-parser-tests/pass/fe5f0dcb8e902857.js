while (a)
  // optimize it
  (function () {
    b('c');
  }());
try { } catch (d) { b('e'); }
