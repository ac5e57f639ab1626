export {a} from "foo";
