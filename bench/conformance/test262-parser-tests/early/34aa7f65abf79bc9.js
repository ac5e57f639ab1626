(class static {})
