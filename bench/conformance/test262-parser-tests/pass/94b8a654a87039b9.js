(function*(a, b, c) {})
