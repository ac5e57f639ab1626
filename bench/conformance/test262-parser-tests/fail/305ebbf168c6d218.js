let x,
