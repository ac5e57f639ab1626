function *a() { yield b.yield; }
