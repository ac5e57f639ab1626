switch (a) {
  case 'b': c();
  default:
}