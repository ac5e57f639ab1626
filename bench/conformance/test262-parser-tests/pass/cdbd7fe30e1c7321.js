(function () {
    var a =1;  // should hoist to parameter
}());
