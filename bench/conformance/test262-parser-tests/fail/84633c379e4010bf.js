function *g() { return yield.x; }
