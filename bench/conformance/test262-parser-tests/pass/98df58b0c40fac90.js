a = function(){}(b())
