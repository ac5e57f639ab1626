({ set __proto__(a){}, "__proto__": null, __proto__: null, })
