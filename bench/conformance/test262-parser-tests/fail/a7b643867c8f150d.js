var [(a)] = 0
