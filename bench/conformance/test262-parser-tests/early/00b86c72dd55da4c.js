for (let let of a);
