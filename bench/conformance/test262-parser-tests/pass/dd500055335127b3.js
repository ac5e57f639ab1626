var a = 1;
this.b = 2;
