function *a() { (b = yield) => {} }
