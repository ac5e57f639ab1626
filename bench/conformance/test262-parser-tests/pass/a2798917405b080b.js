try { } catch ({}) {}
