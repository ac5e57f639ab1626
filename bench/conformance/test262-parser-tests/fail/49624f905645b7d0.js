for (let x, y, z, let;;;) {}
