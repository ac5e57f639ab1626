(class arguments {})
