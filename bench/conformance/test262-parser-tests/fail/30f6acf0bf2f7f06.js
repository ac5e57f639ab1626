function *g(){ (a, b, c, yield) => 42 }
