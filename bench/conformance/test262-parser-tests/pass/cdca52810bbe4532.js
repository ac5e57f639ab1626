function a() {
    b.c('d');
}
a();
{
}
function a() {
    b.c('e');
}
