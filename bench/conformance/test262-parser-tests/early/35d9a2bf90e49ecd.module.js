let a; export default function a(){};
