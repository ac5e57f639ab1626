for(let [a=b in c] in null);
