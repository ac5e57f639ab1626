for([a,b[a],{c,d=e,[f]:[g,h().a,(1).i,...j[2]]}] in 3);
