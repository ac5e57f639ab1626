d: {
    // this 'test2' to 'a'
    b: {
        if (a) break b;
        if (a) break b;
        if (a) break b;
    }
    if (c) break d;
}
