!function(){a()}(),!function(){b()}(),c()+1
