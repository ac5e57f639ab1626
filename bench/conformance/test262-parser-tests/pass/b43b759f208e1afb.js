while (true) { break
a; }