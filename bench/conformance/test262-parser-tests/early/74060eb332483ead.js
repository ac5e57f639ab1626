let a, b, c, let = 1;
