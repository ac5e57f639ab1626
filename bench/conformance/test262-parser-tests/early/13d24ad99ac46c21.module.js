var a; export default class {} export { a as default };
