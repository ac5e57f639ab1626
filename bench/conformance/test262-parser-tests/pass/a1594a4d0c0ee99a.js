for (let a = let;;) {}
