function a(b = 1) { }
function c(b = (2 + 3)) { }
function d({ e } = {}, [ f ] = [ 4 ]) { }