(function () {
    a = 1;
    for (;;);
}());
