try { } catch ([]) {}
