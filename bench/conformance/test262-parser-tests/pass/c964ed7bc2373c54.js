function a({a=(1), b}) {}
function b([b, c=(2)]) {}
var { d = (3), e } = d;
var [ d, e = (4) ] = d;