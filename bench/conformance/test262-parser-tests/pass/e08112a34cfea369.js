for (var [a,b] in c);
for (var [d] = 1;;);
for (var {e} of f);