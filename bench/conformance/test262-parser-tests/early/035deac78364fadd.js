for (let let in a);
