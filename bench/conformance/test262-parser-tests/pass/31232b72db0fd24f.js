a(
	b(c, c),
	d(c, c),
	e(c, c)
);