let [a,,b]=1
