// line comment
1