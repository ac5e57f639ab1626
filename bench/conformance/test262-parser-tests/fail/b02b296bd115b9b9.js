for (const x = 1, y = 2, z = 3, let = 0;;;) {}
