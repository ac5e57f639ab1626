var f = function() { new.unknown_property; }
