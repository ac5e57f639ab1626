var a = {};
a.你好 = 1;

var ↂωↂ = 2;
var l০ = 3; // 2nd char is a unicode digit