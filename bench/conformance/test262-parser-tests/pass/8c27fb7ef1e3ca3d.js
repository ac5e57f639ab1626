(function() {
if (a) return b;
else return c;
}());
