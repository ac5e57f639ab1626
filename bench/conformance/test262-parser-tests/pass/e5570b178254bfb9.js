// ContinueStatement should be removed.
// And label is not used, then label also should be removed.
a: do continue a; while (true);
