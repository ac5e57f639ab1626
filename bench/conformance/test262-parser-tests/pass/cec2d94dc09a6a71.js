a = {
    catch() {},
    throw() {}
}