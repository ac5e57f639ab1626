new a("aa, [bb]", 'return aa;');
new a("aa, {bb}", 'return aa;');
new a("[[aa]], [{bb}]", 'return aa;');