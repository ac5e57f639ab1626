while (true) { continue
a; }