function *g() { var yield; }
