a(
	b(c),
	d(c),
	e(c),

	b(),
	d(),
	e()
);