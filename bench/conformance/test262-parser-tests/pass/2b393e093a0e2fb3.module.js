export {a as default} from "foo";
