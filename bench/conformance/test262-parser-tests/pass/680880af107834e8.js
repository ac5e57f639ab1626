/test/ && /test/
