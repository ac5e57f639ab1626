for (let x = 0 in y){}
