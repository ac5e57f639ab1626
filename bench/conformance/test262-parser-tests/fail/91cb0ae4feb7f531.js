({a:this}=0)
