function a(){return
{}
/foo/}