a.b`foo`;
c `bar`;