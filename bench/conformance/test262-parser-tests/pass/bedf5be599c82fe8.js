({ *a() { yield 1; } })
