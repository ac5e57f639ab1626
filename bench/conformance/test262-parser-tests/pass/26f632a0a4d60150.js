switch (1) {
  case 2: a();
  case 3+4: b(); break;
  case 5+6+7: c();
}