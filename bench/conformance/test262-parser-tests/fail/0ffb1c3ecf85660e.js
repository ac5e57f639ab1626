"Hello
World"