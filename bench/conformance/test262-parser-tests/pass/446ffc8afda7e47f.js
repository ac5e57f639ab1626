(function () {
    var a,b,c=1,d,e,f=2;
    (a,b,c)+(d,e,f);
}());
