(function () {
}(1,2,3))
