(function(a){}(b()))
