function *a() { (b) => b * yield; }
