let a; export default class a {};
