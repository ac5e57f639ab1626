a.b,a.Infinity,a.true,a.false
