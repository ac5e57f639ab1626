({ __proto__: null, get __proto__(){}, set __proto__(a){} })
