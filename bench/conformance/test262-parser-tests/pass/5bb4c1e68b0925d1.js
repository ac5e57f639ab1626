// global getter to o
a.b = (c(), 1)
