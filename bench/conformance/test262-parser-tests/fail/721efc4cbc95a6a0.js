function *g() { try {} catch (yield) {} }
