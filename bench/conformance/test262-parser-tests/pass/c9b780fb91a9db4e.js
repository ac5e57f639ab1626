/*@ngInject*/
var a = function(b) {
    return b;
}