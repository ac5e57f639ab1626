new a(....5);
