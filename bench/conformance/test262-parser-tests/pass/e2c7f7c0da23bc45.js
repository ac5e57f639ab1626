(function () {
    switch (a) {
        default:
        case 1:
            b("c");
    }
}());
