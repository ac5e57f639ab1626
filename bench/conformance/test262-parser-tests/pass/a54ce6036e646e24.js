a = b % c / c * d * 1;
a = b % c * 2