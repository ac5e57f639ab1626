({ __proto__: null, __proto__(){}, })
