for (;;) continue;  // should be empty statement
