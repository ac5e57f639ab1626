var Infinity, NaN;
Infinity.a();
NaN.a();