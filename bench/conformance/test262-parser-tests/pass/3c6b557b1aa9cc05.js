for (var a = 1; a < 2; ++a) {
    if (a < 3) continue;
    b.c(a);
}