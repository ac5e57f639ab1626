let [a,,]=1
