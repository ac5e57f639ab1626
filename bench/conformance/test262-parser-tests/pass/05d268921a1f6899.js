do continue; while (true)  // should be empty statement
