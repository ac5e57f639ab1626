var a = {};
a.b = 1;
a.c = 2;
d.e(a.b);