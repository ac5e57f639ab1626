export default a;
