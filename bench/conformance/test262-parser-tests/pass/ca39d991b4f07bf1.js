var a, b, c;
d(
	a(e),
	b(e, e),
	c(e)
);