function *a() { (b) => { yield + b }; }
