// ContinueStatement should not be removed.
a: for(;;) for (;;) continue a;
