for (let [a, b] of c);
