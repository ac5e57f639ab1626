/test
/