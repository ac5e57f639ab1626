export * from "foo";
