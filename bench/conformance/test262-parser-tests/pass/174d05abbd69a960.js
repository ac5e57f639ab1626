for (var {a, b} of c);
