{ throw a
a; }