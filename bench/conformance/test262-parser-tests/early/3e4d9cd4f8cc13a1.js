function* a() { (b = yield 1) => {} }
