var [] = 1;
