function *a(){yield
*a}