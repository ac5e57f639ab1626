for (var a in b) continue;  // should be empty statement
