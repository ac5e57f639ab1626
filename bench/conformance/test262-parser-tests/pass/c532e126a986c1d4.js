;
--> HTML comment