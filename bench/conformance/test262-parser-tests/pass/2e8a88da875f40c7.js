delete /test/
