while (true) {
    if (a) break
    ;
    else b;
}
