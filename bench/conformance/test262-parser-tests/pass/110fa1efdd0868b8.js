"Hello\
world"