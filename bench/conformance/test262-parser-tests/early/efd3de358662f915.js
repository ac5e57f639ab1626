for (const let in a);
