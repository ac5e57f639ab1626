new function () {
    var a = 1;
    b(this.constructor.arguments.c);
};
