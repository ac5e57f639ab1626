for (var a in b) {
  c;
}
