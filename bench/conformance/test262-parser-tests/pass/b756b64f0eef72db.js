function a() {
  if (!b || c());
}
