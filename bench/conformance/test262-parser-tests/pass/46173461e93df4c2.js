for(a,b,c;;);
