import * as a from "foo";
