new(a in b)
