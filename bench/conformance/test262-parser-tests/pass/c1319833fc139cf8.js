var a = {
    '0': 'b'
};
