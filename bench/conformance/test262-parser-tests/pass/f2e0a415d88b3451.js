if (a) { // Some comment
b(); }