a = 1;
if (b) c();

a = 2;
for (d = 3; d < 4; d++) e.f(d);

a = 5;
for (; d < 6; d++) e.f(d);

a = 7;
switch (b) {}

a = 8;
with (g) {}