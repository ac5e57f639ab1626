while (true) { continue /* Multiline
Comment */a; }