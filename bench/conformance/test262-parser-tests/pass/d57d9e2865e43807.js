switch (a) {
  case 'b': c();
  default:
    d();
    break;
}