for (const {a, b} of c);
