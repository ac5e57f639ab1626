for (let [a = let];;) {}
