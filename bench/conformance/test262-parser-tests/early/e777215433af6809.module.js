var a; export default function() {} export { a as default };
