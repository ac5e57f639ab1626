let x,;
