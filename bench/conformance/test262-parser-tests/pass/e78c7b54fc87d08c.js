function *a(b, c, d) {}
