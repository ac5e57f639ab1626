export {a as default, b} from "foo";
