// Hello, world!
1