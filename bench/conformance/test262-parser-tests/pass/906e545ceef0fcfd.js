(function() {
if (a) throw b;
else throw c;
}());
