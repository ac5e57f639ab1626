(function(){a()}(),b()+1)
