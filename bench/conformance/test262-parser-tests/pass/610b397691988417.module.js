import {b as a} from "foo";
