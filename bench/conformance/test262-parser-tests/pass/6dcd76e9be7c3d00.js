b: {
    if (a) break b;
    c.d("e");
}