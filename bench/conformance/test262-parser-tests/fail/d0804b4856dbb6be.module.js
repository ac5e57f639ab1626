function a(){
<!--
}