for (let a of b);
