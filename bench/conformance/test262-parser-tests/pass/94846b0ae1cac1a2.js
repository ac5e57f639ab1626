void void void /test/
