(class eval {})
