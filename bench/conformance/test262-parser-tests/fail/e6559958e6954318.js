for (let x = 1 of y);
