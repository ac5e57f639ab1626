function a() {
  // do not concat i=20,i2=30
  var b = 1;
  c();
  var d = 2;
}
