function *g() { function *yield(){} }
