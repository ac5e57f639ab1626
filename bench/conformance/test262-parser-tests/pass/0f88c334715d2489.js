function *a(){yield void 1}
