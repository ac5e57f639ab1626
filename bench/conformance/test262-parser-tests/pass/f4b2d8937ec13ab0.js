for (var a = ("b" in c), d = 1; d < 2; ++d);
