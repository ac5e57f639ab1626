for (this of that);
