throw
10;