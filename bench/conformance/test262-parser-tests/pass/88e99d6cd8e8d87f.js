function *a() {}
