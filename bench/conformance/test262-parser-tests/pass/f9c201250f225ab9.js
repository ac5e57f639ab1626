delete (1, a)
