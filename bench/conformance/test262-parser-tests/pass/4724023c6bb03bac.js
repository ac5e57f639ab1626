while (true) { continue // Comment
a; }