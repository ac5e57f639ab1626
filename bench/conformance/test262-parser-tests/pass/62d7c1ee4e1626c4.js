(function(){ return
a; })