typeof (1, a)  // Don't transform to 0,typeof ident
