var x = /[a-z
]/\ux