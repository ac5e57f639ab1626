(function () {
    a = 1;
    for (b = 2;;);
}());
