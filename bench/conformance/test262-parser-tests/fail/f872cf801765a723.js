var x = function() { y = new..target; }
