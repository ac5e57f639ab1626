do {
    a();
} while (false)b()