for (let x, y, z, let = 1;;;) {}
