// do not transform to 0
-1
