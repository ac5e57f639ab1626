"use strict"; (yield) => 1
