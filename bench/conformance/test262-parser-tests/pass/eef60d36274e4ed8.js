new (a, b)
new (a || b)
new (c ? a : b)