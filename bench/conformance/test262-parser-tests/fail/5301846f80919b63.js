function *g() { let yield; }
