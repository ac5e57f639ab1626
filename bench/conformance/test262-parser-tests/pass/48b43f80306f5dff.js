let {} = 1
