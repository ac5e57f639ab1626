var {(a)} = 0
