switch (a) {
  case b: {
    c;
  }
}
