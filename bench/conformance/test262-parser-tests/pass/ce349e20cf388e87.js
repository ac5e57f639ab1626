var a = {
    'b': 1
};
