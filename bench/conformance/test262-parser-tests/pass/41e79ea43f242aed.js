(function (a) {
    switch (a) {
    case 1:
    default:
        b("c");
    }
}());
