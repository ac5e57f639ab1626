a ** b
