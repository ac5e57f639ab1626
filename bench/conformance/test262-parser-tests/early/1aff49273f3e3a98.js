function a() {
    b.c('d');
}
function a() {
    b.c('e');
}
{
    function a() {
        b.c('d');
    }
    function a() {
        b.c('e');
    }
}
