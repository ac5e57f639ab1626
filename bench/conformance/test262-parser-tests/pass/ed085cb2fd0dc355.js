var a;
if (!b && !c && !d && !e) {
    a = 1;
} else {
    a = 2;
}