if (a) { if (b) c; } else d;
if (a) { if (b) throw c; } else d;
if (a) { with (a) if (b) throw c; } else d;
if (a) { do if (b) throw c; while (a) } else d;
