for (let let;;;) {}
