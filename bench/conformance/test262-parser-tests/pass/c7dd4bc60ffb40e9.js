var {} = 1
