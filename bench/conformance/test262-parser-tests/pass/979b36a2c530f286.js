var { a: yield } = b;
