function a() {
  return 1 ? 2 : 3;
}
