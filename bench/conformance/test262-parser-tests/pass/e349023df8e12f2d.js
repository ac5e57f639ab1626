1 in 2
