let let;
