import a, {b} from "foo";
