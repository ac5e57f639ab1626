a(function() {
  function b() {}
  if (b()) {
    b();
    return void 1;
  }
});