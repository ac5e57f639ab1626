for (;;) {
  a;
}
