function *g(){ (yield) => 42 }
