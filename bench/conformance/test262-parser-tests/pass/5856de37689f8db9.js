(a) => a * yield;
