function *g(a, b, c, ...yield){}
