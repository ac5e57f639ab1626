// Hallo, world!
