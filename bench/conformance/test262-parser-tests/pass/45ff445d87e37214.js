a = a + 1, b = b in c
