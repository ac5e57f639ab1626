export {a, b,};
