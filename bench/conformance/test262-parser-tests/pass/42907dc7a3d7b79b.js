while (true) { break // Comment
a; }