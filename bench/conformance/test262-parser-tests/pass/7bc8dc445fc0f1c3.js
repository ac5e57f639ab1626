for(;;) { continue; }
