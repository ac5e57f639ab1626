var a = function(){}(b())
