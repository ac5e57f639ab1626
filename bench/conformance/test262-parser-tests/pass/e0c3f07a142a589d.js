function a() {
  if (b) {
  } else {
      c();
  }
}
