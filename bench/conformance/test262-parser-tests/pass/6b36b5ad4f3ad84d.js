let.let = a
