({ "__proto__": null, __proto__: null })
