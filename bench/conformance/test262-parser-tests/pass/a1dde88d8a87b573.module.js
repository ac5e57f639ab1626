import {a} from "foo";
