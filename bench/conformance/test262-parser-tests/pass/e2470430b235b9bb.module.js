export default function a(){} let b; export {b as a};
