(function*(a, b, c) { yield* a; })
