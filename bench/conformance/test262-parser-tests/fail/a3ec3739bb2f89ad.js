let x,
y = 3,
