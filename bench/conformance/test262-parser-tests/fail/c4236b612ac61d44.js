let x, y, ;
