(a = yield) => {}
