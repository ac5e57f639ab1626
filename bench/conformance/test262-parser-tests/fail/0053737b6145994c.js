var x, ;
