function *a() { yield b=c, yield* d=e, f }
