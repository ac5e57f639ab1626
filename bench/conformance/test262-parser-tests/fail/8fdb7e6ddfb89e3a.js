function *g(yield){}
