var x,
  y,;
