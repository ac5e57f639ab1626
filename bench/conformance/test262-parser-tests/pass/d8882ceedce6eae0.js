// ContinueStatement should be removed.
// And label is not used, then label also should be removed.
c: for(var a in b) continue c;
