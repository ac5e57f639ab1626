delete (1, a, 2)
