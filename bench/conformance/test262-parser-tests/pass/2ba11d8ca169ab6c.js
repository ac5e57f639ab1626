b: while (a) break b;
c: while (a) break;
