// optimize this
(function () {
  a('b');
}());
try {
} catch (c) {
}
