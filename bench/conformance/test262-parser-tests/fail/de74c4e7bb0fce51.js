const x = 0,
