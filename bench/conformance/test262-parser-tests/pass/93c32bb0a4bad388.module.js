import {default as a} from "foo";
