with (a) {
  b;
}
