{ throw a// Comment
a; }