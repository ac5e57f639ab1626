let {a,b=1,c:d,e:f=2,[g]:[h]}=3
