void ((a) ? b : 1);
