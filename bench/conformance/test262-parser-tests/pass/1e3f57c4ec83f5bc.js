a(
	b(c + 'd'),
	b('d' + c)
);