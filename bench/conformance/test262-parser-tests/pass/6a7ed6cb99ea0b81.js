// because `with` can observe i lookup
a = a += 1
