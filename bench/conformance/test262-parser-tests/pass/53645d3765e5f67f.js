(function() {
  if (a) return b;
  return c;
}());
