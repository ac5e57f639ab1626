({ get __proto(){}, "__proto__": null, __proto__: null, })
