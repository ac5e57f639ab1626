function a(){
-->
}