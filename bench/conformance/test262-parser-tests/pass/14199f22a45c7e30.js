let = 1;
