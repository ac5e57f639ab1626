if ((function(){ return true })()) {
    a(true);
} else {
    b(false);
}
(function(){
    c.d("e");
})();