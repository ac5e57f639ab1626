a = (b, c)
