        a.b('c');
        a.b.d(a, arguments);