(function*() { yield 1; })
