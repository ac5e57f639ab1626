new a();
