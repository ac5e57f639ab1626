var a = {
    delete: 1
};
