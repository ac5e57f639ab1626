function a() {
    // If foo is null or undefined, this should be an exception
    var {a,b} = c;
}