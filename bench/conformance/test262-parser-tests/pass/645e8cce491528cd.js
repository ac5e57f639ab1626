typeof /test/
