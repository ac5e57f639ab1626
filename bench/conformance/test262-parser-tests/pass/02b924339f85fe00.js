for (var {a, b} in c);
