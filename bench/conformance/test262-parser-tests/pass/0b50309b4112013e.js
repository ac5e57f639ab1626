var a; (a);
