for (var a in b)
  // do not optimize it
  (function () {
    c('d');
  }());
