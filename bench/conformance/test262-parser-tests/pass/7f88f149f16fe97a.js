var a = {
    'arguments': 1,
    'eval': 2
};
