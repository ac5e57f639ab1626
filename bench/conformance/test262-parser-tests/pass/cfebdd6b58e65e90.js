function*a(){yield
a}