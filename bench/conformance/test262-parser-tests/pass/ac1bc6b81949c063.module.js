let a
