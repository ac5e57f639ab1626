for (let {a: b = let};;) {}
