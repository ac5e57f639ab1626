(function () {
  for (!!!a&&a();!!!b&&a();!!!b&&a()) {
  }
}());
