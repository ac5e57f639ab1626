var a; var b; var c;
