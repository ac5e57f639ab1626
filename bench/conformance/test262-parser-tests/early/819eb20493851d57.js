let a, b, c, let;
