var x,
