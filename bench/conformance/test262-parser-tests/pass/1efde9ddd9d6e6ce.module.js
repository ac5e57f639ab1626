(function* () { yield
a })