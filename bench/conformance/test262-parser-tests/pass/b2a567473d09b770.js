function a() {
  debugger;
  return;
}
