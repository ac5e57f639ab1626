let;
