// ContinueStatement should not be removed.
a: do do continue a; while(true); while(true);
