/[a-z]/z
