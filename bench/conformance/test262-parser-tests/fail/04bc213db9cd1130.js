function *g() { function yield() {} }
