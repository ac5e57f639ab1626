export {a, b} from "foo";
