for (const let = 1;;;) {}
