var x,;
