({
    a,
    a:a,
    a:a=a,
    [a]:{a},
    a:b()[a],
    a:this.a
} = 1);
