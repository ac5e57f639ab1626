({ *a() { yield* 1; } })
