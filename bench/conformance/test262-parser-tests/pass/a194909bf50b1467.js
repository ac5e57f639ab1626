function *a() { yield yield }
