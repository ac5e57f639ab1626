// ContinueStatement should not be removed.
d: for(var a in b) for (var c in b) continue d;
