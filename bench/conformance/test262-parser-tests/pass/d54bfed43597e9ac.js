void void a
