function *a(b = yield){}
