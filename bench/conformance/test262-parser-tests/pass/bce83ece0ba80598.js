// Hello, world!
