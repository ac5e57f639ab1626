function *a() { yield *yield }
