var [let] = a;
