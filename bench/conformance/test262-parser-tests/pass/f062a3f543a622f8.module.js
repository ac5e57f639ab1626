import a from "foo";
