(function () {
    // 'a'
    b: {
        if (a) break b;
        if (a) break b;
        if (a) break b;
        if (a) break b;
    }
    eval(c);
}());
