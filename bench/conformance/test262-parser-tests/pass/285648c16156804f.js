(function(){ return/* Multiline
Comment */a; })