while (true) continue;  // should be empty statement
