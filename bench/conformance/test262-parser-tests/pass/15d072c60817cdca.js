new a(...b, c, d);
