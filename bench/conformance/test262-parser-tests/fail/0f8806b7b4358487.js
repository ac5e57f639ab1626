import foo from "foo";
