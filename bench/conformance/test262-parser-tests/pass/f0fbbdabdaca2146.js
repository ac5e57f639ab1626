var let;
