(function(){
    if(a) return b;
    if(b) return c;
}())
