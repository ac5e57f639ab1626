throw
