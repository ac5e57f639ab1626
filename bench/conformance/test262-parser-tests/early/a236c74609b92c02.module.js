export {a as default};
