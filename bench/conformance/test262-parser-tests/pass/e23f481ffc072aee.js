if (a) b();
if (!a); else b();
if (a); else b();
if (a); else;