{}
/foo/