var answer = 42,
