let yield = 1;
