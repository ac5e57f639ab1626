1 instanceof 2
