var A\u{42}C;
