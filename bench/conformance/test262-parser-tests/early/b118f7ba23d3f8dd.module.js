var a, b; export default a; export { b as default };
