if (a) {
  b;
} else {
  b;
}
