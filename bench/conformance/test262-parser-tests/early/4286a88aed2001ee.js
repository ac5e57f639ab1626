class eval {}
