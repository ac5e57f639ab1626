{ throw a/* Multiline
Comment */a; }