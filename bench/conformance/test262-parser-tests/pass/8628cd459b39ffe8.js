try { } catch ([a = 1]) { }
