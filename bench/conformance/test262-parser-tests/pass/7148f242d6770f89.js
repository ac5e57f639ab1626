while (a) {
  b;
}
