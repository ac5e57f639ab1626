export {a as b};
