"Hello\
world"