do {
  a;
} while(b);
