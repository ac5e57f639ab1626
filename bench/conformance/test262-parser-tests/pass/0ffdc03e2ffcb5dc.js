void /test/
