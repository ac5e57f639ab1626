class arguments {}
