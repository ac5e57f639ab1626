(function () {
    a ? !b : !c;
}());
