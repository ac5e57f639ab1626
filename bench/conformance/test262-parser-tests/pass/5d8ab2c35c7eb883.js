var a;
if (b()) {
    a();
} else {
    a();
}