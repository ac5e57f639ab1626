({ __proto__: null, get __proto__(){} })
