export {a};
