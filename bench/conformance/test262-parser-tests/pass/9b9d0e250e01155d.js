var a, b;
if (c()) {
    a = new b(1);
} else {
    a = new b(2);
}