with({}) {
};
