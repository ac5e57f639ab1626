for (var a of b);
