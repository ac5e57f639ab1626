c: switch (1) {
  case 2:
    a();
    for (;;) if (b) break c;
    d();
  case 3+4:
    e();
  default:
    f();
}