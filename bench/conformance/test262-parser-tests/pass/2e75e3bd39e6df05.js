a = "b".c;
a = ("b" + "d")["e" + "f"];
a = g.c;
a = ("b" + g).c;