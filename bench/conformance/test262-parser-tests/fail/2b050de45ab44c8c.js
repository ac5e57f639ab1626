for (var x = 1 of y);
