if (a) { b() // Some comment
 }