switch (1) {
  case 2:
    a();
    if (b) break;
    c();
    break;
  case 3+4:
    d();
  default:
    e();
}