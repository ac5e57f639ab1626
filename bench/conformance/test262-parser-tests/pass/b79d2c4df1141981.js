function a([b]) {
    c();
    var d;
    var b;  // Because anArg is already declared, this goes away!
}