for (let {} in 1);
