({ *yield() {} })
