for (;a();)
    if (b()) break;