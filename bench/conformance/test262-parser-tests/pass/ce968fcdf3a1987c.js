function *a(){yield typeof 1}
