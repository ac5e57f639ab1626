for (a of b);
