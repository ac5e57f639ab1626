for ({a, b} of c);
