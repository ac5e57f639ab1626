var a;
if (b()) {
    new a(1);
} else {
    a(2);
}