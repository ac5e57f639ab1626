(a) => { yield + a };
