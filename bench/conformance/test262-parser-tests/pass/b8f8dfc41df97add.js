(function(){ return true })() ? a.b(true) : a.b(false);
(function(){
    a.b("c");
})();