import {b as a, c} from "foo";
