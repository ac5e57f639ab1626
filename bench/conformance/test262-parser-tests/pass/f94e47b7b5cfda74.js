// should be 4
1 << 2
