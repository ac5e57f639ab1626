a = typeof 1;
b = typeof 'c';
d = typeof [];
e = typeof {};
f = typeof /./;
g = typeof false;
h = typeof function(){};
i = typeof j;