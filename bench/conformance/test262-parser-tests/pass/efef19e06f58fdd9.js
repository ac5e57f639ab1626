({ __proto__: null, set __proto__(a){} })
