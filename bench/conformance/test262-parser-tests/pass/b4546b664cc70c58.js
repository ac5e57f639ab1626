b: while (1) { continue 
 a; }