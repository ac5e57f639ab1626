a++
{}
/foo/