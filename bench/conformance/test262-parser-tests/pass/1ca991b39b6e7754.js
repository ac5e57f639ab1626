void 'test string'
