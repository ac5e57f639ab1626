a(b, ...c = d);
