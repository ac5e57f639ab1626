import "foo";
