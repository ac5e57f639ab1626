for (;;) { a(); continue; b(); }
