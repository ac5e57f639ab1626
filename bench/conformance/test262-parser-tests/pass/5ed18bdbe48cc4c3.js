function *a(){ var b = function yield(){}; }
