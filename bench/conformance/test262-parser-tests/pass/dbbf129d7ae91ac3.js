var a = function() { new.target; }
