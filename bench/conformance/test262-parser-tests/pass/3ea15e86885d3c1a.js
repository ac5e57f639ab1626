// ContinueStatement should not be removed.
a: while (true) while (true) continue a;
