if(a) { b = 1; for(var c;;); }
