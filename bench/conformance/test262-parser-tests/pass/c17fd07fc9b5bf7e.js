new a(1);
new a(2)(3);
new a(4)(5)(6);
new new a(7);
new new a(8)(9);
new (new a(10))(11);
(new new a(12))(13);