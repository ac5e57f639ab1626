for (let in a) {}
