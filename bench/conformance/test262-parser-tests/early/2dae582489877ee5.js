class static {}
