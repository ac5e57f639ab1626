if (a) {
  a;
}
