for (const let of a);
