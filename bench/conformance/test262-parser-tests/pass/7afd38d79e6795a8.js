(function () {
    void 1;
    "not a directive";
    a();
})();
