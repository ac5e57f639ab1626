// not reduce this because of ToNumber
+ /test/
