"use strict"; (a = yield) => {}
