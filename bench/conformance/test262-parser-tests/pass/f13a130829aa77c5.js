class a { static *b() {} }
