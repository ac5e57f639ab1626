/test/||1
