;
function a() {
}
