typeof (1, a, 2)
