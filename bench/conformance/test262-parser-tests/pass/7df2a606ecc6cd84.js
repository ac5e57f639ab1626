(function(){ return // Comment
a; })