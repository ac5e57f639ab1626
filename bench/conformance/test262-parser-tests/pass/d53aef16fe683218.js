switch(a) { case 1: {}
/foo/ }