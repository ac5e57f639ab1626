export {a as default, b};
