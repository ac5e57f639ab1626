let [...a] = 1;
