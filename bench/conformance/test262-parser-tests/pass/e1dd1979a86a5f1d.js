try {} catch ([a,b, {c, d:e=1, [f]:g=2, h=i}]) {}
