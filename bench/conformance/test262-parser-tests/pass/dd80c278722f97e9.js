/*@ngInject*/
function a(b) {
    return b;
}