while (true) { break /* Multiline
Comment */a; }