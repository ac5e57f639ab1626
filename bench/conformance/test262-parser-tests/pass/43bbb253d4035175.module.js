export {a as b} from "foo";
