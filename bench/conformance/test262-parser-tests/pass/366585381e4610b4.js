a+(b(), c(), d())  // do not transform because of global getter
