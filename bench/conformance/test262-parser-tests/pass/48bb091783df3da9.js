function a() {
}
var b = "is a valid variable name";
b = { b: "is ok" };
c.b;
b: d()