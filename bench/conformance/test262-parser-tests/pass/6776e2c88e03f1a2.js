function *yield(){}
