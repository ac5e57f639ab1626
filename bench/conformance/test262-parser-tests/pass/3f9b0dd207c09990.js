switch (1+2) {
  case 3: a(); break;
  case 4+5: b(); break;
  case 6+7+8: c(); break;
}