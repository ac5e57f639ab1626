var x = /
/