(function(yield) {})
