switch (a) {
  case 'b': c(); break;
  default:
    break;
}