for (;;)
    if (a()) break;