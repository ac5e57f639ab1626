import a, * as b from "foo";
