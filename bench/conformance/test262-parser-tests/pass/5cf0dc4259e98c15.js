var a, b;
a.c = (a = {}, 1);
b = (b = {}, 2);