let [a,] = 1;
