// TODO(Constellation):
// This transformation sometimes make script bigger size.
// So we should handle it in post processing pass.
(function () {
    while (!a || !b()) {
        c();
    }
}());
