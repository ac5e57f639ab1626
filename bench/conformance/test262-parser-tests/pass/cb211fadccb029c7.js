function *a(){yield delete 1}
