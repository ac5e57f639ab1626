var x, y,
