// Hello, world!

//   Another hello
1